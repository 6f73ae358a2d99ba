import { isStaff } from '@konyha/domain/users/roles';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { Toasts } from '../../lib/toasts/Toasts.tsx';
import { Footer } from './Footer.tsx';
import styles from './Layout.module.css';
import { NavBar } from './NavBar.tsx';

// Staff hear of new orders on every page while logged in (SPEC §4); guests never download the channel's code.
const StaffLiveChannel = lazy(async () => ({
  default: (await import('../../staff/index.ts')).StaffLiveChannel,
}));

export function Layout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  // After a client-side page change, focus the new content so screen readers start reading it.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      {/* The staff's alert banners come first, above the bar, and take their own room: a page the server drew shows
          them where they stay, so nothing moves under a finger as the page comes alive. */}
      {user && isStaff(user.role) ? (
        <Suspense fallback={null}>
          <StaffLiveChannel />
        </Suspense>
      ) : null}
      <NavBar />
      {navigation.state !== 'idle' && <div className={styles.progress} aria-hidden="true" />}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {/* Not lazy, and in no Suspense boundary: React hydrates a boundary's content in a later pass, after the page
          is alive, and a language switch landing before that pass made the footer hydrate in the new language against
          the server's text (React error #418). A server-rendered page must hydrate in one pass. */}
      <Footer />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}
