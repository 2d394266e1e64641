/**
 * The site footer of every page with chrome: binds the configured links, the ticket link, the
 * device's app store, NOT MY SITE (machines/storefront/siteExit through useSiteExit) and EMPLOYEE
 * ENROLL (the entry's employee-enrollment dialog, loaded when first opened) to the white-label
 * footer of src/storefront/chrome/SiteFooter.tsx.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTicketLink } from '../api/getTicketLink';
import { appStores } from '../storefront/chrome/device';
import { SiteFooter } from '../storefront/chrome/SiteFooter';
import { useSiteExit } from '../storefront/entry/useSiteExit';
import { useSiteLinks } from '../storefront/landing/useSiteLinks';
import { safeImage, type Branding } from './useBranding';

const EmployeeEnrollmentDialog = lazy(() => import('../storefront/entry/EmployeeEnrollmentDialog').then((m) => ({ default: m.EmployeeEnrollmentDialog })));

/** The footer's theme images (storefront.md section 3 "Site theme keys"). */
function footerImages(settings: Readonly<Record<string, string>>) {
  return { logo: safeImage(settings.footer_logo), ios: safeImage(settings.ios_icon), android: safeImage(settings.android_icon) };
}

/** The year the page was loaded (read once, so rendering stays pure). */
const YEAR = new Date().getFullYear();

export function Footer({ branding }: { branding: Branding }) {
  const { siteName, settings } = branding;
  const links = useSiteLinks();
  const ticketUrl = useTicketLink();
  const { notMySite } = useSiteExit();
  const [employeeDialog, setEmployeeDialog] = useState(false);
  const stores = useMemo(() => appStores(typeof navigator === 'undefined' ? '' : navigator.userAgent), []);
  return (
    <>
      <SiteFooter
        model={{ siteName, links, ticketUrl, stores, year: YEAR, images: footerImages(settings) }}
        actions={{ onNotMySite: notMySite, onEmployeeEnroll: () => setEmployeeDialog(true) }}
      />
      {employeeDialog && (
        <Suspense fallback={null}>
          <EmployeeEnrollmentDialog onClose={() => setEmployeeDialog(false)} />
        </Suspense>
      )}
    </>
  );
}
