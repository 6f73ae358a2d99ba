import { can } from '@konyha/domain/users/capabilities';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { TestModeNotice } from '../components/TestModeNotice.tsx';
import { twoFactorStatusQuery } from '../features/profile/index.ts';
import { useFeatureTranslation } from '../i18n/useFeatureTranslation.ts';
import { paymentSettingsQuery } from '../lib/queries/payments.ts';
import { useSession } from '../lib/session.ts';
import styles from './DashboardPage.module.css';
import { DeviceAlerts, OrderMonitor } from './monitor/index.ts';
import { useStaffApp } from './push/index.ts';
import { type DashboardScreen, dashboardScreens, defaultScreen, screensFor } from './screens.ts';
import { notifyStaff } from './shared/notifyStaff.ts';

/**
 * /dashboard/{subpage} (SPEC §2): the role's own navigation, the order monitor and the chosen screen. An unknown
 * subpage goes to current orders; a screen the role may not open goes home with the no-permission toast.
 * The route guard already lets only staff in.
 */
export function DashboardPage() {
  const { t, ready } = useFeatureTranslation('staff');
  const { t: tShared } = useTranslation();
  const { subpage } = useParams();
  const { user } = useSession();
  const screen = dashboardScreens.find((s) => s.path === subpage);
  const forbidden = Boolean(user && screen && !can(user.role, screen.capability));
  useStaffApp();

  useEffect(() => {
    if (forbidden && ready) notifyStaff('error', 'noPermission');
  }, [forbidden, ready]);

  if (!ready || !user) return <Spinner label={tShared('common.loading')} />;
  if (!screen) return <Navigate to={`/dashboard/${defaultScreen}`} replace />;
  if (forbidden) return <Navigate to="/" replace />;

  const { Component } = screen;
  return (
    <div className={styles.dashboard}>
      <TwoFactorGate />
      <PaymentsTestMode />
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {screensFor(user.role).map((s) => (
            <li key={s.path}>
              <NavLink to={`/dashboard/${s.path}`} className={styles.link}>
                {t(`nav.${s.path}` as 'nav.current-orders')}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        {screen.monitor === false ? null : <OrderMonitor />}
        <Screen key={screen.path} Component={Component} loading={t('loading')} />
        {screen.monitor === false ? null : <DeviceAlerts />}
      </div>
    </div>
  );
}

/**
 * The chosen screen. One whose code is already here (the screen a page opens on: staff/dashboardRoute.ts) renders
 * without a Suspense boundary: React hydrates a boundary's content in a later pass than the page around it, and a
 * tap on a screen the server drew would be lost meanwhile. Decided once per screen, as switching would remount it.
 */
function Screen({ Component, loading }: { Component: DashboardScreen['Component']; loading: string }) {
  const [ready] = useState(() => Component.loaded);
  if (ready) return <Component />;
  return (
    <Suspense fallback={<Spinner label={loading} />}>
      <Component />
    </Suspense>
  );
}

/**
 * Every staff role sees when payments are only a trial (issue 27), so nobody takes play money for real food. Its own
 * component, so the settings' answer redraws only this line, not the screen below it.
 */
function PaymentsTestMode() {
  const { data } = useQuery(paymentSettingsQuery);
  return data?.testMode ? <TestModeNotice className={styles.notice} /> : null;
}

/**
 * When an ADMIN requires two-factor login, every staff call answers 403 until enrolment: go there. Not waited for,
 * so staff who need no enrolment (nearly everyone) see the dashboard without an extra round trip; its own component,
 * so its answer, which comes after the first screen is drawn, redraws nothing else of it.
 */
function TwoFactorGate() {
  const { data } = useQuery(twoFactorStatusQuery());
  return data?.setupRequired ? <Navigate to="/profile/security" replace /> : null;
}
