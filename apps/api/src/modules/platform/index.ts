// What other modules may use of the platform module: a made document offered for download.
export { offerDownload } from './platform.service.ts';
