/** The product's name in one place, so that a practice can rebrand Meadow. */
export const PRODUCT_NAME = 'Meadow';
export const LOGIN_PAGE_TITLE = `${PRODUCT_NAME} Login`;
export const CONNECT_VIDEO_NAME = `${PRODUCT_NAME} Connect`;
export const VIDEO_PAYLOAD_KEY = `${PRODUCT_NAME.toLowerCase()}_video`;
