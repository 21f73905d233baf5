/**
 * The Spanish catalog (es-419), one module per section: a screen that loads lazily brings its own texts,
 * and the first render carries only the sections it uses. `msg` (messages.es.ts) is this module as a
 * namespace, so `msg.section.key` reads the same everywhere and bundlers keep only what is read.
 */
export { app } from './app';
export { nav } from './nav';
export { drawer } from './drawer';
export { beta } from './beta';
export { home } from './home';
export { contentPages } from './contentPages';
export { faqPage } from './faqPage';
export { contactPage } from './contactPage';
export { search } from './search';
export { session } from './session';
export { floating } from './floating';
export { dialogs } from './dialogs';
export { errorPage } from './errorPage';
export { pages } from './pages';
export { loadingUser } from './loadingUser';
export { forms } from './forms';
export { files } from './files';
export { empty } from './empty';
export { footer } from './footer';
export { auth } from './auth';
export { profile } from './profile';
export { panel } from './panel';
export { bot } from './bot';
export { explore } from './explore';
export { botCard } from './botCard';
export { botForm } from './botForm';
export { location } from './location';
export { botPage } from './botPage';
export { share } from './share';
export { published } from './published';
export { training } from './training';
export { sources } from './sources';
export { templates } from './templates';
export { rating } from './rating';
export { subscription } from './subscription';
export { notification } from './notification';
export { chat } from './chat';
export { handoff } from './handoff';
export { plainChat } from './plainChat';
export { whatsapp } from './whatsapp';
export { meta } from './meta';
export { conversation } from './conversation';
export { learning } from './learning';
export { widget } from './widget';
export { tips } from './tips';
export { admin } from './admin';
export { content } from './content';
export { marketplace } from './marketplace';
export { api } from './api';
export { agenda } from './agenda';
export { booking } from './booking';
export { selling } from './selling';
export { team } from './team';
