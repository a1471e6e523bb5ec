/** The CSP nonce of this response (entry.server.tsx); empty in the browser, where it is not needed. */
import { createContext, useContext } from 'react';

const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
