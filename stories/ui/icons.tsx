/** Icons for stories: the product's own set (Lucide, through ui/icons). */
import { EllipsisVerticalIcon, MenuIcon as LucideMenuIcon, PlusIcon as LucidePlusIcon, RotateCcwIcon, XIcon } from '../../ui/icons/icons';

export const MenuIcon = () => <LucideMenuIcon aria-hidden />;

export const PlusIcon = () => <LucidePlusIcon aria-hidden />;

export const CloseIcon = () => <XIcon aria-hidden />;

export const MoreIcon = () => <EllipsisVerticalIcon aria-hidden />;

export const RotateIcon = () => <RotateCcwIcon aria-hidden size={48} />;
