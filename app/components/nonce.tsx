import { createContext, useContext } from "react";

/**
 * Carries the CSP nonce from the server entry to the components that print inline
 * scripts. In the browser it is empty: the scripts are already in the document.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
