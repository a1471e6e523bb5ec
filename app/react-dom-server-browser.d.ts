// React 18 ships the Web Streams renderer as `react-dom/server.browser`; @types/react-dom types it
// under `react-dom/server` only (decision 107).
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
