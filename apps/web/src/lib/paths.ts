/** The few paths the app shell itself needs to know; every other path lives in the route table. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const NOT_FOUND_PATH = '/404';
