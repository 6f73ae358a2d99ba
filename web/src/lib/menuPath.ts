/**
 * Where /foods and unknown menu groups lead (SPEC §2); the routes, the menu and the cart's way back use it. Kept
 * literal, without the domain's group table, so the entry chunk that holds the routes stays free of the menu code;
 * a test ties it to the first food group.
 */
export const DEFAULT_MENU_PATH = '/foods/appetisers';
