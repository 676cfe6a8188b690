import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { AppServices } from "../app/context.ts";
import { clientAddress } from "./http/rate-limit.ts";

type ContextKeys = {
  servicesContext: RouterContext<AppServices>;
  nonceContext: RouterContext<string>;
  clientAddressContext: RouterContext<string>;
};

/**
 * Server rendering for every path the host did not claim. The context keys come from
 * the loaded build (see app/entry.server.tsx) so loaders read what the host sets.
 */
export function createPagesHandler(
  getBuild: () => Promise<ServerBuild>,
  services: AppServices,
  mode: "production" | "development",
): RequestHandler {
  return createRequestHandler({
    build: getBuild,
    mode,
    async getLoadContext(req, res) {
      const keys = (await getBuild()).entry.module as unknown as ContextKeys;
      return new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [keys.servicesContext, services],
          [keys.nonceContext, res.locals.cspNonce],
          [keys.clientAddressContext, clientAddress(req)],
        ]),
      );
    },
  });
}
