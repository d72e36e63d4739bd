import { i18nServer } from "../i18next.server";

/** A translator for loaders (page titles in meta, server-made messages). */
export const getT = (request: Request) => i18nServer.getFixedT(request);
