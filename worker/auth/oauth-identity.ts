// Who a provider says the person is, after exchanging the authorization code (arctic does the
// exchange). Only the provider's stable id and a provider-verified email are trusted for linking.
import { decodeIdToken, type GitHub, type Google } from "arctic";
import { z } from "zod";
import type { OAuthProvider } from "../db/schema";

export type ProviderIdentity = {
  provider: OAuthProvider;
  providerUserId: string;
  /** Lower-cased; null when the provider has no verified email for the person. */
  verifiedEmail: string | null;
  firstname: string;
  lastname: string;
};

const GoogleIdTokenClaimsSchema = z.object({
  iss: z.enum(["https://accounts.google.com", "accounts.google.com"]),
  aud: z.string(),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

/**
 * The ID token comes straight from Google's token endpoint over TLS, which OpenID Connect Core
 * §3.1.3.7 accepts in place of checking its signature; issuer and audience are still checked.
 */
export async function fetchGoogleIdentity(google: Google, clientId: string, code: string, codeVerifier: string): Promise<ProviderIdentity> {
  const tokens = await google.validateAuthorizationCode(code, codeVerifier);
  const claims = GoogleIdTokenClaimsSchema.parse(decodeIdToken(tokens.idToken()));
  if (claims.aud !== clientId) throw new Error("the Google ID token is for another client");
  const [first = "", ...rest] = (claims.name ?? "").trim().split(/\s+/);
  return {
    provider: "google",
    providerUserId: claims.sub,
    verifiedEmail: claims.email && claims.email_verified === true ? claims.email.toLowerCase() : null,
    firstname: claims.given_name?.trim() || first || "Google user",
    lastname: claims.family_name?.trim() || rest.join(" "),
  };
}

const GitHubUserSchema = z.object({ id: z.number().int(), login: z.string(), name: z.string().nullable().optional() });
const GitHubEmailsSchema = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

async function fetchGitHubApi(path: string, accessToken: string): Promise<unknown> {
  const response = await fetch(`https://api.github.com${path}`, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: "application/vnd.github+json",
      // GitHub refuses API requests without a User-Agent.
      "User-Agent": "Sentio-AI",
    },
  });
  if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
  return response.json();
}

export async function fetchGitHubIdentity(github: GitHub, code: string): Promise<ProviderIdentity> {
  const tokens = await github.validateAuthorizationCode(code);
  const accessToken = tokens.accessToken();
  const user = GitHubUserSchema.parse(await fetchGitHubApi("/user", accessToken));
  // The profile's public email may be unverified; the emails list says which ones GitHub verified.
  const emails = GitHubEmailsSchema.parse(await fetchGitHubApi("/user/emails", accessToken));
  const verified = emails.find((entry) => entry.primary && entry.verified) ?? emails.find((entry) => entry.verified);
  const [first = "", ...rest] = (user.name ?? "").trim().split(/\s+/);
  return {
    provider: "github",
    providerUserId: String(user.id),
    verifiedEmail: verified ? verified.email.toLowerCase() : null,
    firstname: first || user.login,
    lastname: rest.join(" "),
  };
}
