// The part of negotiator's API compression.ts uses; @types/negotiator lacks the
// `preferred` list that breaks a tie in the client's weights (compression picks with it).
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
