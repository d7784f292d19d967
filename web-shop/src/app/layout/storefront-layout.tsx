import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { influencerQuery } from '@/shared/catalog/catalog-api';
import { rememberInfluencer } from '@/shared/startup/local-storage';
import { isHandleShaped, storefrontOutcome } from '@/shared/storefront/storefront-handle';
import { StorefrontContext } from '@/shared/storefront/use-storefront';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/** /:handle and the pages under it: resolves the influencer, or sends an unknown handle home. */
export function StorefrontLayout() {
  const handle = useParams().handle ?? '';
  const lookup = useQuery({ ...influencerQuery(handle), enabled: isHandleShaped(handle) });
  const influencer = lookup.data;

  useEffect(() => {
    if (influencer) rememberInfluencer(influencer);
  }, [influencer]);

  if (!isHandleShaped(handle)) return <Navigate to="/" replace />;
  if (lookup.isError) return <RouteError />;
  if (influencer === undefined) return <RouteFallback />;
  if (storefrontOutcome(handle, influencer) === 'home') return <Navigate to="/" replace />;

  return (
    <StorefrontContext value={{ handle, influencer }}>
      <Outlet />
    </StorefrontContext>
  );
}
