import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { isStaff, useSession } from '../../lib/session.ts';
import { CartLink } from './CartLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import styles from './NavBar.module.css';
import { useScrolledPast } from './navScroll.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

export function NavBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const scrolled = useScrolledPast();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  // Any navigation closes the side menu (state adjusted during render, as React recommends over an effect).
  const { pathname } = useLocation();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const staff = isStaff(user);

  return (
    <header className={`${styles.bar} ${scrolled ? styles.scrolled : ''}`}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {restaurant.name}
        </Link>

        <nav
          ref={menuRef}
          id={menuId}
          aria-label={t('nav.label')}
          className={`${styles.menu} ${staff ? styles.withStaff : ''} ${open ? styles.open : ''}`}
        >
          {staff && user && (
            // Cut short where the bar is tight; the whole line stays a hover away.
            <p className={styles.staff} title={t('nav.loggedInAs', { name: user.name })}>
              {t('nav.loggedInAs', { name: user.name })}
            </p>
          )}
          <ul className={styles.links}>
            <li>
              <NavLink to="/" end className={linkClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/foods" className={linkClass}>
                {t('nav.foods')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/lunch-menu" className={linkClass}>
                {t('nav.lunchMenu')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={linkClass}>
                {t('nav.contact')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/map" className={linkClass}>
                {t('nav.map')}
              </NavLink>
            </li>
            <li>
              {user ? (
                <NavLink to="/profile" className={linkClass}>
                  {t('nav.profile')}
                </NavLink>
              ) : (
                <NavLink to="/login" className={linkClass}>
                  {t('nav.login')}
                </NavLink>
              )}
            </li>
            {staff && (
              <li>
                <NavLink to="/dashboard" className={linkClass}>
                  {t('nav.dashboard')}
                </NavLink>
              </li>
            )}
          </ul>
          <LanguageSwitch />
        </nav>

        <CartLink />

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{t('nav.menuToggle')}</span>
        </button>
      </div>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />}
    </header>
  );
}
