import { Authenticator } from "remix-auth";
import { GoogleStrategy } from "remix-auth-google";
import { OAuth2Strategy } from "remix-auth-oauth2";
import type { SocialProvider } from "../../api/config.js";
import { config } from "./env.server";
import { sessionStorage } from "./session.server";

/** What a provider hands back: its access token, which the API checks with the provider itself. */
export type SocialGrant = { provider: string; accessToken: string };

const callbackUrl = (name: string) => `${config.appUrl ?? ""}/auth/${name}/callback`;
const verify = (provider: string) => async ({ accessToken }: { accessToken: string }): Promise<SocialGrant> => ({ provider, accessToken });

/** remix-auth-google with the provider's endpoints taken from configuration (tests use a local server). */
class ConfiguredGoogleStrategy extends GoogleStrategy<SocialGrant> {
  constructor(provider: SocialProvider) {
    super({ clientID: provider.clientId, clientSecret: provider.clientSecret, callbackURL: callbackUrl("google") }, verify("google"));
    this.authorizationURL = provider.authorizationUrl;
    this.tokenURL = provider.tokenUrl;
  }

  /** The API fetches the profile with the token; nothing to fetch twice here. */
  async userProfile() {
    return { provider: "google" } as Awaited<ReturnType<GoogleStrategy<SocialGrant>["userProfile"]>>;
  }
}

function facebookStrategy(provider: SocialProvider) {
  const strategy = new OAuth2Strategy<SocialGrant, { provider: string }, Record<string, unknown>>(
    {
      clientID: provider.clientId,
      clientSecret: provider.clientSecret,
      callbackURL: callbackUrl("facebook"),
      authorizationURL: provider.authorizationUrl,
      tokenURL: provider.tokenUrl,
      scope: "email public_profile",
    },
    verify("facebook"),
  );
  strategy.name = "facebook";
  return strategy;
}

/** Only the OAuth dance lives in the BFF session (under its own key); the API token is stored apart. */
export const authenticator = new Authenticator<SocialGrant>(sessionStorage, { sessionKey: "social" as never });

for (const provider of config.socialProviders) {
  authenticator.use(provider.name === "google" ? new ConfiguredGoogleStrategy(provider) : facebookStrategy(provider), provider.name);
}

export const isConfiguredProvider = (name: string | undefined) => config.socialProviders.some((provider) => provider.name === name);
