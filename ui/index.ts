export * from './theme';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './badge/badge';
export { Button, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize, type ButtonVariants } from './button/button';
export { IconButton, iconButtonVariants, type IconButtonProps, type IconButtonVariant, type IconButtonVariants } from './icon-button/icon-button';
export { ToggleButton, toggleButtonTones, type ToggleButtonProps, type ToggleButtonTone, type ToggleButtonVariants } from './toggle-button/toggle-button';
export {
  Field,
  FieldLabel,
  FieldLegend,
  FieldMessages,
  useField,
  hasMessage,
  type FieldProps,
  type FieldLabelProps,
  type FieldLegendProps,
  type FieldState,
  type UseFieldOptions,
} from './field/field';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { Select, type SelectProps, type SelectOption } from './select/select';
export { Toggle, type ToggleProps } from './toggle/toggle';
export { TimePicker24, type TimePicker24Props, type TimeOfDay } from './time-picker/time-picker';
export { formatTime24 } from './time-picker/time-picker-state';
export { Combobox, type ComboboxProps, type ComboboxOption } from './combobox/combobox';
export { Checkbox, checkboxLayouts, type CheckboxProps, type CheckboxLayout } from './checkbox/checkbox';
export {
  CheckboxGroup,
  checkboxGroupOrientations,
  type CheckboxGroupProps,
  type CheckboxGroupOption,
  type CheckboxGroupOrientation,
} from './checkbox/checkbox-group';
export { RadioGroup, type RadioGroupProps, type RadioGroupOption } from './radio-group/radio-group';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { SegmentedChoice, type SegmentedChoiceProps, type SegmentedChoiceOption } from './segmented-choice/segmented-choice';
export { Popup, type PopupRootProps, type PopupContentProps } from './popup/popup';
export { ConfirmPopup, type ConfirmPopupProps } from './popup/confirm-popup';
export { Popover, type PopoverRootProps, type PopoverContentProps } from './popover/popover';
export { Menu, MenuList, MenuItem, menuItemTones, type MenuContentProps, type MenuListProps, type MenuItemProps, type MenuItemData, type MenuItemTone } from './menu/menu';
export { Loader, loaderSizes, type LoaderProps, type LoaderSize } from './loader/loader';
export { VirtualList, type VirtualListProps, type VirtualListHandle } from './virtual-list/virtual-list';
export { Avatar, avatarSizes, avatarTones, avatarTone, type AvatarProps, type AvatarSize, type AvatarTone, type AvatarVariants } from './avatar/avatar';
export { AlphaIndex, type AlphaIndexProps } from './alpha-index/alpha-index';
export { useSwipe, type UseSwipeOptions, type SwipeHandlers } from './swipe/use-swipe';
export { decideSwipe, toThresholds, defaultSwipeThreshold, type SwipeDirection, type SwipeThresholds, type Point } from './swipe/swipe-state';
export { AppBar } from './app-bar/app-bar';
export { Footer, type FooterProps } from './footer/footer';
export { TabBar, TabBarLink, type TabBarProps, type TabBarLinkProps } from './tab-bar/tab-bar';
export { Logo, logoSizes, logoTones, type LogoProps, type LogoSize, type LogoTone } from './logo/logo';
export { Notice, noticeTones, type NoticeProps, type NoticeTone } from './notice/notice';
export { Banner, type BannerProps } from './banner/banner';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { Skeleton, SkeletonList, skeletonShapes, type SkeletonProps, type SkeletonListProps, type SkeletonShape, type SkeletonVariants } from './skeleton/skeleton';
export { WeekStrip, type WeekStripProps } from './week-strip/week-strip';
export { MonthGrid, defaultMonthSwipeThreshold, type MonthGridProps } from './month-grid/month-grid';
export { YearGrid, type YearGridProps } from './year-grid/year-grid';
export { DayTimeline, timelineSlotLengths, type DayTimelineProps, type DayTimelineItem, type TimelineSlotLength } from './day-timeline/day-timeline';
export {
  weekStarts,
  toDate,
  fromDate,
  todayDate,
  toIsoKey,
  fromIsoKey,
  formatDisplayDate,
  isValidCalendarDate,
  isSameCalendarDate,
  addCalendarDays,
  type CalendarDate,
  type CalendarMonth,
  type WeekStart,
} from './calendar/calendar-date';
export { defaultCalendarLabels, type CalendarLabels } from './calendar/calendar-labels';
export { PhoneInput, type PhoneInputProps } from './phone-input/phone-input';
export { MultiSelect, type MultiSelectProps, type MultiSelectSection, type MultiSelectOption } from './multi-select/multi-select';
export { SearchBar, type SearchBarProps } from './search-bar/search-bar';
export { DateRangeFields, type DateRangeFieldsProps, type DateRange } from './date-range-fields/date-range-fields';
export { MessageRow, messageRowHeight, type MessageRowProps, type MessageRowVariants } from './message-row/message-row';
export { FolderList, folderListTitleLevels, type FolderListProps, type FolderListSection, type FolderListItem, type FolderListTitleLevel, type FolderLinkVariants } from './folder-list/folder-list';
export {
  AttachmentChip,
  attachmentChipStates,
  type AttachmentChipProps,
  type AttachmentChipState,
  type AttachmentChipVariants,
} from './attachment-chip/attachment-chip';
export { formatSize } from './attachment-chip/format-size';
export {
  RichTextEditor,
  type RichTextEditorProps,
  type RichTextEditorHandle,
  type RichTextEditorLabels,
} from './rich-text-editor/rich-text-editor';
export { richTextFormats, type RichTextFormat } from './rich-text-editor/rich-text-formats';
