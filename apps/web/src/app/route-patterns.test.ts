import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-patterns';

describe('the patterns of the client router', () => {
  it('name each page once, nested paths whole, layouts without paths and the catch-all left out', () => {
    const routes = [
      {
        children: [
          { path: '/', element: null },
          {
            path: '/dashboard',
            children: [{ children: [{ index: true }, { path: 'profile' }, { path: 'mybids' }] }],
          },
          { path: '/hotel/:hotelId' },
          { path: '/supplier', children: [{ children: [{ index: true }, { path: '/supplier/rules' }] }] },
          { children: [{ path: '/hotel-booking' }] },
          { path: '*' },
        ],
      },
    ];
    expect(routePatterns(routes)).toEqual([
      '/',
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/mybids',
      '/hotel/:hotelId',
      '/supplier',
      '/supplier/rules',
      '/hotel-booking',
    ]);
  });
});
