import { defaultLanguage, isLanguage } from '@konyha/domain/common/language';
import { staffRoles } from '@konyha/domain/users/roles';
import { Navigate, type RouteObject } from 'react-router';
import { i18n, loadBundle } from '../i18n/i18n.ts';
import { DEFAULT_MENU_PATH } from '../lib/menuPath.ts';
import { Layout } from './layout/Layout.tsx';
import { RouteGuard } from './RouteGuard.tsx';

/** Each page is a chunk of its own, fetched when its route first matches. */
const pages = {
  // A page's own texts load with its code, so the first paint already reads in the guest's language.
  home: async () =>
    (await Promise.all([import('../features/pages/HomePage.tsx'), loadBundle(uiLanguage(), 'home')]))[0]
      .HomePage,
  menu: async () => (await import('../features/menu/MenuPage.tsx')).MenuPage,
  lunchMenu: async () =>
    (
      await Promise.all([
        import('../features/lunch-menu/LunchMenuPage.tsx'),
        loadBundle(uiLanguage(), 'lunchMenu'),
      ])
    )[0].LunchMenuPage,
  contact: async () =>
    (await Promise.all([import('../features/pages/ContactPage.tsx'), loadBundle(uiLanguage(), 'contact')]))[0]
      .ContactPage,
  events: async () =>
    (await Promise.all([import('../features/pages/EventsPage.tsx'), loadBundle(uiLanguage(), 'events')]))[0]
      .EventsPage,
  map: async () =>
    (
      await Promise.all([
        import('../features/pages/MapPage.tsx'),
        loadBundle(uiLanguage(), 'map'),
        loadBundle(uiLanguage(), 'contact'),
      ])
    )[0].MapPage,
  privacy: async () => (await import('../features/pages/PrivacyPage.tsx')).PrivacyPage,
  terms: async () => (await import('../features/pages/TermsPage.tsx')).TermsPage,
  login: async () => (await import('../features/account/LoginPage.tsx')).LoginPage,
  forgotPassword: async () => (await import('../features/account/ForgotPasswordPage.tsx')).ForgotPasswordPage,
  confirmation: async () => (await import('../features/account/ConfirmationPage.tsx')).ConfirmationPage,
  cart: async () => (await import('../features/cart/CartPage.tsx')).CartPage,
  pay: async () => (await import('../features/checkout/PayPage.tsx')).PayPage,
  cardPayment: async () =>
    (await import('../features/checkout/CardPaymentSuccessPage.tsx')).CardPaymentSuccessPage,
  profile: async () => (await import('../features/profile/ProfilePage.tsx')).ProfilePage,
  orderStatus: async () =>
    (
      await Promise.all([
        import('../features/order-status/OrderStatusPage.tsx'),
        loadBundle(uiLanguage(), 'orderStatus'),
      ])
    )[0].OrderStatusPage,
  // The staff's texts (the largest file of the first screen) come alongside the page, not after its first render.
  dashboard: async () =>
    (await Promise.all([import('../staff/dashboardRoute.ts'), loadBundle(uiLanguage(), 'staff')]))[0]
      .DashboardPage,
  print: async () => (await import('../staff/print/PrintPage.tsx')).PrintPage,
};

const uiLanguage = () => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage);

/** The layout is part of the entry chunk, so nothing needs showing while the first page's chunk arrives. */
const Blank = () => null;

/**
 * The routes of SPEC §2. The layout stays in the entry chunk so the bar and the footer never wait for a page.
 * A fresh tree per router: the router settles lazy routes by changing their objects, so routers must not share.
 */
export const createRoutes = (): RouteObject[] => [
  {
    Component: Layout,
    HydrateFallback: Blank,
    children: [
      { index: true, lazy: { Component: pages.home } },
      { path: 'foods', element: <Navigate to={DEFAULT_MENU_PATH} replace /> },
      { path: 'foods/:group', lazy: { Component: pages.menu } },
      { path: 'lunch-menu', lazy: { Component: pages.lunchMenu } },
      { path: 'contact', lazy: { Component: pages.contact } },
      { path: 'events', lazy: { Component: pages.events } },
      { path: 'map', lazy: { Component: pages.map } },
      { path: 'privacy', lazy: { Component: pages.privacy } },
      { path: 'terms', lazy: { Component: pages.terms } },
      { path: 'login', lazy: { Component: pages.login } },
      { path: 'user/forgot-password/:token?', lazy: { Component: pages.forgotPassword } },
      { path: 'user/confirmation/:token', lazy: { Component: pages.confirmation } },
      { path: 'cart', lazy: { Component: pages.cart } },
      { path: 'pay', lazy: { Component: pages.pay } },
      { path: 'pay/card-payment/successful', lazy: { Component: pages.cardPayment } },
      { path: 'order-status/:token', lazy: { Component: pages.orderStatus } },
      {
        element: <RouteGuard />,
        children: [{ path: 'profile/:subpage?/:add?', lazy: { Component: pages.profile } }],
      },
      {
        element: <RouteGuard roles={staffRoles} />,
        children: [{ path: 'dashboard/:subpage?', lazy: { Component: pages.dashboard } }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // Paper only: a ticket or slip prints without the site's bar, footer and dashboard navigation.
  {
    element: <RouteGuard roles={staffRoles} />,
    HydrateFallback: Blank,
    children: [{ path: 'dashboard/print/:id', lazy: { Component: pages.print } }],
  },
];
