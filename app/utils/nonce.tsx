import { createContext, useContext } from "react";

// The server renders with this request's nonce; in the browser it is "" (browsers hide the
// attribute's value once the page is parsed, and scripts added later need none).
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The nonce inline scripts must carry to pass the page's Content-Security-Policy. */
export const useNonce = () => useContext(NonceContext);
