/** What other staff areas use of the VAT settings: the configured rates (the lunch menu's variants pick one). */
export { vatSettingsQuery } from './api.ts';
