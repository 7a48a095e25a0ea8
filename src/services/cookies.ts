import Cookies from 'js-cookie';

/** Every cookie the bundle writes: path `/` and SameSite=Lax unless a caller says otherwise. */
export const cookies = Cookies.withAttributes({ path: '/', sameSite: 'Lax' });
