import { nextWeek, weekdaysOf } from '@konyha/domain/lunch/lunch-week';
import { weekOf } from '@konyha/domain/lunch/lunch-window';
import { staffToken } from './requests.ts';

type Staff = { email: string; password: string };

const dish = (name: string) => ({ productId: null, name, nameEnglish: `${name} (en)`, allergenics: [] });

/**
 * A lunch menu for this week and the next (issue 31), three variants a weekday as a downtown restaurant serves
 * them, so Lighthouse measures the lunch page as guests see it whatever day the bench runs.
 */
export async function serveLunchWeeks(origin: string, admin: Staff, now = new Date()): Promise<void> {
  const token = await staffToken(origin, admin);
  for (const week of [weekOf(now), nextWeek(weekOf(now))]) {
    const days = weekdaysOf(week).map((date) => ({
      date,
      window: { from: '11:00', to: '15:00' },
      variants: ['A', 'B', 'C'].map((code, index) => ({
        code,
        price: 2490 + index * 200,
        mainOnlyPrice: index === 0 ? 1990 : null,
        soup: dish(['Gulyásleves', 'Zöldborsóleves', 'Húsleves'][index] as string),
        main: dish(['Rántott csirkemell', 'Rakott karfiol', 'Pörkölt nokedlivel'][index] as string),
        // No portion count: the bench orders hundreds of them.
        portions: null,
      })),
    }));
    const response = await fetch(`${origin}/api/lunch-menu/${week}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ days }),
    });
    if (!response.ok) throw new Error(`lunch week refused: ${await response.text()}`);
  }
}
