import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../api/error-message.ts';
import { dropPrerendered } from '../reader/prerendered.ts';

/** Replaces React Router's bare 'Unexpected Application Error!' screen with one a reader can act on. */
export const AppError = () => {
  const error = useRouteError();
  // A failed reader must not stay hidden behind the server's painted chapter.
  useLayoutEffect(dropPrerendered, []);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : errorMessage(error, 'Something went wrong.');
  return (
    <main className="page error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{message}</p>
      <a href="/">Return Home</a>
    </main>
  );
};
