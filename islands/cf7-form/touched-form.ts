// What the cf7-form behaviour fetches when the visitor comes to a form: the field checks made
// before the contact form's island arrives, and Contact Form 7's form-tag helpers.
export { checkBeforeMount } from '../contact-form/check-before-mount.ts';
export { startFormTags } from './form-tags.ts';
