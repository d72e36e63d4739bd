import bulk from "./bulk.en.json";
import chat from "./chat.en.json";
import dashboard from "./dashboard.en.json";
import promotions from "./promotions.en.json";
import wizard from "./wizard.en.json";

/** The signed-in parts' texts in English (parts.ts: "account"). */
const account: Record<string, string> = { ...bulk, ...chat, ...dashboard, ...promotions, ...wizard };
export default account;
