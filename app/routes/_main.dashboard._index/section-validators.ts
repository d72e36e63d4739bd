import { parseWithZod } from "@conform-to/zod/v4";
import { ChangePasswordFormSchema, DeleteAccountSchema, ProfileSchema } from "@schemas/auth";

/**
 * The browser's side of the dashboard forms' schemas, imported on demand: zod and the phone
 * metadata weigh about 60 KB gzip, more than the rest of the dashboard's own code.
 */
export const validateProfile = (formData: FormData) => parseWithZod(formData, { schema: ProfileSchema });
export const validatePassword = (formData: FormData) => parseWithZod(formData, { schema: ChangePasswordFormSchema });
export const validateDeleteAccount = (formData: FormData) => parseWithZod(formData, { schema: DeleteAccountSchema });
