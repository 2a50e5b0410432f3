import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response. entry.server provides it; in the browser it is read back from
 * the page's own scripts (the `nonce` property keeps the value that the attribute hides), so the
 * client renders the same nonce attributes the server sent.
 */
export const NonceContext = createContext<string | undefined>(undefined);

function readPageNonce(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

export function useNonce(): string {
  return useContext(NonceContext) ?? readPageNonce();
}
