import bulk from "./bulk.es.json";
import chat from "./chat.es.json";
import dashboard from "./dashboard.es.json";
import promotions from "./promotions.es.json";
import wizard from "./wizard.es.json";

/** The signed-in parts' texts in Spanish (parts.ts: "account"). */
const account: Record<string, string> = { ...bulk, ...chat, ...dashboard, ...promotions, ...wizard };
export default account;
