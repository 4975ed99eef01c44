const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A waiting time the Indonesian way, in its largest unit and the next one when it is not zero, rounded down:
 * 45 → `45 detik`, 180 → `3 menit`, 3_900 → `1 jam 5 menit`, 90_000 → `1 hari 1 jam`. A negative age (clocks a
 * second apart) reads `0 detik`.
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < MINUTE) return `${total} detik`;
  if (total < HOUR) return `${Math.floor(total / MINUTE)} menit`;
  const [big, bigUnit, small, smallUnit] =
    total < DAY
      ? [Math.floor(total / HOUR), 'jam', Math.floor((total % HOUR) / MINUTE), 'menit']
      : [Math.floor(total / DAY), 'hari', Math.floor((total % DAY) / HOUR), 'jam'];
  return small > 0 ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
}
