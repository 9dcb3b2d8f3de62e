import { AccessRestricted as Restricted } from '../ui/access-restricted.tsx';
import { PublisherRequestOffer } from './request/publisher-request-offer.tsx';

/**
 * Spec §2: what a signed-in reader without the publisher or admin role sees under /dashboard, with the
 * way in (issue 34): "I lead or serve a church" asks an administrator for publisher access.
 */
export const AccessRestricted = () => (
  <Restricted area="Publisher Dashboard" reserved="publishers and administrators">
    <PublisherRequestOffer />
  </Restricted>
);
