import { createBrowserRouter, Navigate, useLocation, useParams } from 'react-router';
import { AppError } from './routes/app-error.tsx';
import { Home } from './routes/home.tsx';

/** /eng-web/{bookId}/{chapter} is the legacy reader address: same place, same query string. */
const LegacyReader = () => {
  const { bookId = '', chapter = '1' } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/read/${bookId}/${chapter}${search}`} />;
};

export const router = createBrowserRouter([
  {
    errorElement: <AppError />,
    // Shown while a lazily loaded route's code arrives on the first load.
    hydrateFallbackElement: <p className="status">Loading...</p>,
    children: [
      { path: '/', element: <Home /> },
      { path: '/read/:bookId/:chapter', lazy: () => import('./routes/reader.tsx') },
      { path: '/eng-web/:bookId/:chapter', element: <LegacyReader /> },
      { path: '*', element: <Navigate replace to="/?notfound=1" /> },
    ],
  },
]);
