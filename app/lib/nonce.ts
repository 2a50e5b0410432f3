import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response, provided by entry.server. In the browser it is empty: browsers
 * hide nonce attributes from scripts, and hydration keeps the server's attribute.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
