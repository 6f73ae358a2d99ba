import { useEffect, useRef } from 'react';
import { ChannelDownBanner } from './ChannelDownBanner.tsx';
import { RingingBanner } from './RingingBanner.tsx';
import { SoundBlockedBanner } from './SoundBlockedBanner.tsx';
import styles from './StaffLiveChannel.module.css';

/**
 * The ringing, dead-channel and blocked-sound banners, across the top in the page's flow. Their height is kept in
 * `--staff-alerts-height` on the page's root, so the sticky navigation bar stops under them as the page scrolls
 * instead of being covered: a ringing banner must never hide the controls staff need while it rings (the language
 * switch, the menu).
 */
export function AlertBanners({ downSince }: { downSince: number | undefined }) {
  const banners = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = banners.current;
    const root = document.documentElement;
    if (!element) return;
    const reserve = () => root.style.setProperty('--staff-alerts-height', `${element.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--staff-alerts-height');
    };
  }, []);
  return (
    <div className={styles.banners} ref={banners}>
      <RingingBanner />
      <ChannelDownBanner downSince={downSince} />
      <SoundBlockedBanner />
    </div>
  );
}
