import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { OWNER_COOKIE } from '../src/security/quotation-owner.ts';
import { acceptOffer, answersFor, checkOnSite, formOnSite, referredJourney } from './helpers/brand-journey.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { visitorOn } from './helpers/host-visitor.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const PUBLIC_ORIGIN = 'https://quickcheck.example.co.uk';

forEachDatabase('links on the origin of each brand', (ctx) => {
  describe('with origins configured (PUBLIC_ORIGIN, BRAND_ORIGINS)', () => {
    let server: TestApp;
    beforeAll(async () => {
      const { publicOrigin, brandOrigins } = parseEnv({
        PUBLIC_ORIGIN,
        BRAND_ORIGINS: 'very=https://very-quickcheck.example.co.uk,luma=http://luma-quickcheck.example.co.uk:8080',
      });
      server = await startTestApp(ctx.db, { config: { publicOrigin, brandOrigins } });
    });
    afterAll(async () => server?.close());

    it('keeps a listed https brand host on its origin, its owner cookie Secure though TLS ended before us', async () => {
      const visitor = visitorOn(server.url, 'https://very-quickcheck.example.co.uk');
      const answers = answersFor('very');
      const result = await checkOnSite(visitor, await formOnSite(visitor, 'very'), answers);
      expect(visitor.setCookieLine(OWNER_COOKIE)).toMatch(/; Secure/i);
      await acceptOffer(visitor, result, 'very', String(answers['first-name']));
      const referred = await referredJourney(visitor, 'very');
      expect(referred?.handBack.searchParams.has('partner')).toBe(false);
    });

    it('keeps a listed http brand host with a port on its origin, its owner cookie not Secure', async () => {
      const visitor = visitorOn(server.url, 'http://luma-quickcheck.example.co.uk:8080');
      const answers = answersFor('luma');
      const result = await checkOnSite(visitor, await formOnSite(visitor, 'luma'), answers);
      expect(visitor.setCookieLine(OWNER_COOKIE)).not.toMatch(/Secure/i);
      await acceptOffer(visitor, result, 'luma', String(answers['first-name']));
      await referredJourney(visitor, 'luma');
    });

    it.each(['very-quickcheck.attacker.example', 'littlewoods-quickcheck.example.co.uk', '127.0.0.1'])(
      'never links %s, a host nobody listed, to itself: it is the default brand on the default origin',
      async (host) => {
        const stranger = visitorOn(server.url, `http://${host}`);
        const form = await formOnSite(stranger, 'quickcheck');
        expect(form.payload.requestDetails.quotationContext.brand).toBe('quickcheck');
        const matched = await checkOnSite(stranger, form, answersFor('quickcheck', 'Stranger'));
        expect(new URL(matched.agreementUrl ?? '').origin).toBe(PUBLIC_ORIGIN);
      },
    );
  });

  describe('in development (no origins configured)', () => {
    let server: TestApp;
    const own = (name: string) => `http://${name}:${new URL(server.url).port}`;
    beforeAll(async () => {
      server = await startTestApp(ctx.db);
    });
    afterAll(async () => server?.close());

    it('keeps a brand host under .localhost on its own origin, without ?partner=', async () => {
      const visitor = visitorOn(server.url, own('littlewoods-quickcheck.localhost'));
      const answers = answersFor('littlewoods');
      const result = await checkOnSite(visitor, await formOnSite(visitor, 'littlewoods'), answers);
      expect(visitor.setCookieLine(OWNER_COOKIE)).not.toMatch(/Secure/i);
      await acceptOffer(visitor, result, 'littlewoods', String(answers['first-name']));
      const referred = await referredJourney(visitor, 'littlewoods');
      expect(referred?.handBack.searchParams.has('partner')).toBe(false);
    });

    it.each(['localhost', '127.0.0.1'])('keeps %s on its own origin, the brand carried by ?partner=', async (name) => {
      const firstName = name === 'localhost' ? 'Local' : 'Loopback';
      const referred = await referredJourney(visitorOn(server.url, own(name)), 'very', { firstName });
      expect(referred?.handBack.origin).toBe(own(name));
      expect(referred?.handBack.searchParams.get('partner')).toBe('very');
    });
  });
});
