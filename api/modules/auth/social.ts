import type { SocialProvider } from "../../config.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { UsersRepository } from "../users/repository.js";
import type { IdentitiesRepository } from "./identities-repository.js";
import type { Session } from "../../schemas/users.js";
import type { AuthService, Client } from "./service.js";

type Profile = { id: string; email: string | null; emailVerified: boolean; firstName: string; lastName: string };

/** Reads the provider's answer; Facebook says nothing about verification, so its e-mails count as unverified. */
function toProfile(provider: SocialProvider["name"], raw: Record<string, unknown>): Profile {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  if (provider === "google") {
    return {
      id: text(raw.sub),
      email: text(raw.email).toLowerCase() || null,
      emailVerified: raw.email_verified === true || raw.email_verified === "true",
      firstName: text(raw.given_name),
      lastName: text(raw.family_name),
    };
  }
  return { id: text(raw.id), email: text(raw.email).toLowerCase() || null, emailVerified: false, firstName: text(raw.first_name), lastName: text(raw.last_name) };
}

export const SOCIAL_FAILED = "Social sign-in failed. Please try again.";
export const SOCIAL_EMAIL_IN_USE = "An account with this email already exists. Log in with your password.";

/**
 * Sign-in with a provider's access token: the API asks the provider who it belongs to. A known
 * identity logs in; an e-mail already registered is linked only when the provider says it is
 * verified; anyone else gets a new account.
 */
export function createSocialLogin(deps: { identities: IdentitiesRepository; users: UsersRepository; auth: AuthService; providers: SocialProvider[] }) {
  const { identities, users } = deps;

  async function fetchProfile(provider: SocialProvider, accessToken: string): Promise<Profile> {
    const response = await fetch(provider.userInfoUrl, { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } }).catch(() => null);
    if (!response?.ok) throw new AppError(401, SOCIAL_FAILED);
    const profile = toProfile(provider.name, (await response.json()) as Record<string, unknown>);
    if (!profile.id) throw new AppError(401, SOCIAL_FAILED);
    return profile;
  }

  return async function socialLogin(providerName: string, accessToken: string, client: Client): Promise<Session> {
    const provider = deps.providers.find((p) => p.name === providerName);
    if (!provider) throw notFound("Unknown sign-in provider");
    const profile = await fetchProfile(provider, accessToken);

    const ownerId = await identities.ownerOf(provider.name, profile.id);
    let user = ownerId === undefined ? undefined : await users.findById(ownerId);

    if (!user) {
      if (!profile.email) throw new AppError(422, "The provider did not share an email address.");
      const existing = await users.findByEmail(profile.email);
      if (existing && !profile.emailVerified) throw new AppError(409, SOCIAL_EMAIL_IN_USE);
      user =
        existing ??
        (await users.insert({
          email: profile.email,
          password_hash: null,
          first_name: profile.firstName,
          last_name: profile.lastName,
          is_verified: profile.emailVerified,
          language: client.language,
        }));
      if (profile.emailVerified && user.is_verified !== 1) await users.update(user.id, { is_verified: 1 });
      await identities.link(user.id, provider.name, profile.id, profile.email);
    }
    if (user.is_active !== 1) throw new AppError(401, SOCIAL_FAILED);
    await deps.auth.audited(user, client, "sign_in", `Signed in with ${providerName}`);
    return deps.auth.startSession(user, true, client);
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
