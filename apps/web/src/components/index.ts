// Shared UI of the web app. Import from here, or from the module path when a lazy chunk
// should not pull in the others (e.g. the image cropper).
export { type ComponentsKey, type ComponentsLang, componentsI18n } from './components.i18n.ts';
export { useComponentsT } from './components.translate.ts';
export { DateField, type DateFieldProps } from './date-field/date-field.tsx';
export { type DateMode, formatDate, parseDisplayDate } from './date-field/date-format.ts';
export { DateLocalizationProvider } from './date-field/date-localization.tsx';
export {
  EmailRecipientsInput,
  type EmailRecipientsInputProps,
} from './email-recipients/email-recipients-input.tsx';
export { ErrorScreen, FatalFallback } from './error-screen/error-screen.tsx';
export { ImageCropperDialog, type ImageCropperDialogProps } from './image-cropper/image-cropper-dialog.tsx';
export {
  KeywordConfirmDialog,
  type KeywordConfirmDialogProps,
} from './keyword-confirm/keyword-confirm-dialog.tsx';
export { FullPageLoader } from './loader/full-page-loader.tsx';
export {
  cancelAllPopups,
  openPopup,
  type PopupField,
  type PopupOptions,
  type PopupResult,
  type PopupValue,
} from './popup/popup.store.ts';
export { PopupHost } from './popup/popup-host.tsx';
export { MOBILE_MEDIA_QUERY, useIsMobile } from './shared/use-is-mobile.ts';
export { dismiss, dismissAll, notify, type SnackbarSeverity } from './snackbar/snackbar.store.ts';
export { SnackbarStack } from './snackbar/snackbar-stack.tsx';
