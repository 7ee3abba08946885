import { createContext, useContext } from "react";

/** The per-request Content-Security-Policy nonce; empty in the browser. */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
