export { ConsentNotice, NEEDED_DATA, OPTIONAL_DATA, type ConsentNoticeProps } from './ConsentNotice';
