/** Line icons of the content pages, drawn in currentColor. */
export type IconName =
  | 'globe'
  | 'shield'
  | 'star'
  | 'wheel'
  | 'compass'
  | 'lock'
  | 'users'
  | 'clock'
  | 'euro'
  | 'calendar'
  | 'arrow'
  | 'phone'
  | 'mail'
  | 'pin'
  | 'close';

const paths: Record<IconName, string> = {
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17',
  shield:
    'M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.5-4.4-1.2-7.5-4.9-7.5-9.5V6L12 3zm-3.2 9.2l2.3 2.3 4.3-4.6',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5z',
  wheel:
    'M12 3a9 9 0 100 18 9 9 0 000-18zm0 6.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM3.3 10.5l6.3 1M14.4 11.5l6.3-1M12 14.5V21',
  compass: 'M12 3a9 9 0 100 18 9 9 0 000-18zm3.8 5.2l-2.2 5.4-5.4 2.2 2.2-5.4 5.4-2.2z',
  lock: 'M6.5 10.5h11v9.5h-11zM8.5 10.5V8a3.5 3.5 0 017 0v2.5M12 14v2.5',
  users:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.3a3.5 3.5 0 010 6.4M18 14.4c1.8.9 3 2.9 3 5.6',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4.5V12l3 2',
  euro: 'M17 6.5A6.5 6.5 0 006.9 12 6.5 6.5 0 0017 17.5M5 10.5h8M5 13.5h8',
  calendar: 'M4.5 6h15v14h-15zM4.5 10h15M8.5 3.5v4M15.5 3.5v4',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  phone:
    'M6.6 3.5h2.6l1.4 4-2 1.3a11 11 0 006.6 6.6l1.3-2 4 1.4v2.6a2 2 0 01-2.2 2A16.5 16.5 0 014.6 5.7a2 2 0 012-2.2z',
  mail: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  close: 'M6.5 6.5l11 11M17.5 6.5l-11 11',
  pin: 'M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0113 0c0 4.8-6.5 11-6.5 11zm0-13.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
};

export function Icon({
  name,
  size = 24,
  strokeWidth = 1.5,
  className,
}: {
  name: IconName;
  size?: number;
  /** Small icons read better a little bolder (1.8 at 18-20 px). */
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className}>
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
