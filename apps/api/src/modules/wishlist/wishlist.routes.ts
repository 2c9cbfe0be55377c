import { wishlistLikeBodySchema, wishlistQuerySchema, wishlistSchema } from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelf } from '../../plugins/authenticate.ts';
import type { WishlistService } from './wishlist.service.ts';

type Options = { wishlist: WishlistService; authenticate: preHandlerAsyncHookHandler };

function extraHotels(body: z.infer<typeof wishlistLikeBodySchema>): number[] {
  if (!body) return [];
  return Array.isArray(body) ? body : body.hotels;
}

export function wishlistRoutes(app: FastifyInstance, { wishlist, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wishlist'];

  routes.post('/api/User/likeHotel', {
    schema: {
      summary: 'Add hotels to the wishlist',
      operationId: 'likeHotel',
      tags,
      querystring: wishlistQuerySchema,
      body: wishlistLikeBodySchema,
      response: { 200: wishlistSchema },
    },
    preHandler: authenticate,
    handler: async (request) => {
      const { id } = assertSelf(request, request.query.userId);
      return { wishList: await wishlist.like(id, [request.query.hotelId, ...extraHotels(request.body)]) };
    },
  });

  routes.post('/api/User/removeLikedHotel', {
    schema: {
      summary: 'Remove a hotel from the wishlist',
      operationId: 'unlikeHotel',
      tags,
      querystring: wishlistQuerySchema,
      response: { 200: wishlistSchema },
    },
    preHandler: authenticate,
    handler: async (request) => {
      const { id } = assertSelf(request, request.query.userId);
      return { wishList: await wishlist.remove(id, request.query.hotelId) };
    },
  });

  routes.get('/api/getLikedHotelList/:userId', {
    schema: {
      summary: "List the customer's wishlist",
      operationId: 'listLikedHotels',
      tags,
      params: z.object({ userId: z.string().min(1).max(64) }),
      response: { 200: z.array(z.number()) },
    },
    preHandler: authenticate,
    handler: async (request) => wishlist.list(assertSelf(request, request.params.userId).id),
  });
}
