import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { publicRoutes } from '@/config/routes';

/** Title, description, canonical and social tags of the current public page (React hoists them into <head>). */
export function PageMeta() {
  const { pathname } = useLocation();
  const route = publicRoutes.find((candidate) => candidate.path === pathname);
  if (!route) {
    return (
      <>
        <title>Page introuvable | VisioLease</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const canonical = new URL(route.path, env.VITE_SITE_URL).href;
  return (
    <>
      <title>{route.title}</title>
      <meta name="description" content={route.description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content="VisioLease" />
      <meta property="og:title" content={route.title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={route.title} />
      <meta name="twitter:description" content={route.description} />
    </>
  );
}
