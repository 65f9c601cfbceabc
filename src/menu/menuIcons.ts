import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { MenuIconName } from '../../registry/menu-icons';

type IconModule = Promise<{ default: ComponentType<SvgIconProps> }>;

/**
 * The component of every icon the menu may name (`registry/menu-icons.ts`), each loaded when first
 * shown: the menu names some ninety, a page shows some twenty (entries without a page stay hidden).
 */
export const MENU_ICONS = {
  AccountCircle: (): IconModule => import('@mui/icons-material/AccountCircle'),
  AdminPanelSettings: (): IconModule => import('@mui/icons-material/AdminPanelSettings'),
  Apps: (): IconModule => import('@mui/icons-material/Apps'),
  Article: (): IconModule => import('@mui/icons-material/Article'),
  Assignment: (): IconModule => import('@mui/icons-material/Assignment'),
  Badge: (): IconModule => import('@mui/icons-material/Badge'),
  Bed: (): IconModule => import('@mui/icons-material/Bed'),
  BugReport: (): IconModule => import('@mui/icons-material/BugReport'),
  Business: (): IconModule => import('@mui/icons-material/Business'),
  CalendarMonth: (): IconModule => import('@mui/icons-material/CalendarMonth'),
  Campaign: (): IconModule => import('@mui/icons-material/Campaign'),
  CardGiftcard: (): IconModule => import('@mui/icons-material/CardGiftcard'),
  Category: (): IconModule => import('@mui/icons-material/Category'),
  Chat: (): IconModule => import('@mui/icons-material/Chat'),
  Checklist: (): IconModule => import('@mui/icons-material/Checklist'),
  Code: (): IconModule => import('@mui/icons-material/Code'),
  Collections: (): IconModule => import('@mui/icons-material/Collections'),
  CompareArrows: (): IconModule => import('@mui/icons-material/CompareArrows'),
  ConfirmationNumber: (): IconModule => import('@mui/icons-material/ConfirmationNumber'),
  ContactMail: (): IconModule => import('@mui/icons-material/ContactMail'),
  Contacts: (): IconModule => import('@mui/icons-material/Contacts'),
  CreditCard: (): IconModule => import('@mui/icons-material/CreditCard'),
  Dashboard: (): IconModule => import('@mui/icons-material/Dashboard'),
  Description: (): IconModule => import('@mui/icons-material/Description'),
  DirectionsBoat: (): IconModule => import('@mui/icons-material/DirectionsBoat'),
  DirectionsBus: (): IconModule => import('@mui/icons-material/DirectionsBus'),
  Email: (): IconModule => import('@mui/icons-material/Email'),
  EmojiEvents: (): IconModule => import('@mui/icons-material/EmojiEvents'),
  EnergySavingsLeaf: (): IconModule => import('@mui/icons-material/EnergySavingsLeaf'),
  Euro: (): IconModule => import('@mui/icons-material/Euro'),
  Event: (): IconModule => import('@mui/icons-material/Event'),
  EventAvailable: (): IconModule => import('@mui/icons-material/EventAvailable'),
  EventNote: (): IconModule => import('@mui/icons-material/EventNote'),
  Extension: (): IconModule => import('@mui/icons-material/Extension'),
  Feedback: (): IconModule => import('@mui/icons-material/Feedback'),
  FileUpload: (): IconModule => import('@mui/icons-material/FileUpload'),
  Flag: (): IconModule => import('@mui/icons-material/Flag'),
  FolderOpen: (): IconModule => import('@mui/icons-material/FolderOpen'),
  History: (): IconModule => import('@mui/icons-material/History'),
  Home: (): IconModule => import('@mui/icons-material/Home'),
  Hotel: (): IconModule => import('@mui/icons-material/Hotel'),
  Hub: (): IconModule => import('@mui/icons-material/Hub'),
  ImageSearch: (): IconModule => import('@mui/icons-material/ImageSearch'),
  Insights: (): IconModule => import('@mui/icons-material/Insights'),
  Inventory: (): IconModule => import('@mui/icons-material/Inventory'),
  Inventory2: (): IconModule => import('@mui/icons-material/Inventory2'),
  Layers: (): IconModule => import('@mui/icons-material/Layers'),
  List: (): IconModule => import('@mui/icons-material/List'),
  ListAlt: (): IconModule => import('@mui/icons-material/ListAlt'),
  LocalBar: (): IconModule => import('@mui/icons-material/LocalBar'),
  LocalPostOffice: (): IconModule => import('@mui/icons-material/LocalPostOffice'),
  LocalShipping: (): IconModule => import('@mui/icons-material/LocalShipping'),
  LocationCity: (): IconModule => import('@mui/icons-material/LocationCity'),
  LocationOn: (): IconModule => import('@mui/icons-material/LocationOn'),
  Luggage: (): IconModule => import('@mui/icons-material/Luggage'),
  Mail: (): IconModule => import('@mui/icons-material/Mail'),
  MarkunreadMailbox: (): IconModule => import('@mui/icons-material/MarkunreadMailbox'),
  MeetingRoom: (): IconModule => import('@mui/icons-material/MeetingRoom'),
  MenuBook: (): IconModule => import('@mui/icons-material/MenuBook'),
  Mic: (): IconModule => import('@mui/icons-material/Mic'),
  NotificationsActive: (): IconModule => import('@mui/icons-material/NotificationsActive'),
  People: (): IconModule => import('@mui/icons-material/People'),
  Person: (): IconModule => import('@mui/icons-material/Person'),
  PersonOff: (): IconModule => import('@mui/icons-material/PersonOff'),
  PhoneIphone: (): IconModule => import('@mui/icons-material/PhoneIphone'),
  PhotoCamera: (): IconModule => import('@mui/icons-material/PhotoCamera'),
  PhotoLibrary: (): IconModule => import('@mui/icons-material/PhotoLibrary'),
  PinDrop: (): IconModule => import('@mui/icons-material/PinDrop'),
  Place: (): IconModule => import('@mui/icons-material/Place'),
  Poll: (): IconModule => import('@mui/icons-material/Poll'),
  PostAdd: (): IconModule => import('@mui/icons-material/PostAdd'),
  QuestionAnswer: (): IconModule => import('@mui/icons-material/QuestionAnswer'),
  Receipt: (): IconModule => import('@mui/icons-material/Receipt'),
  ReceiptLong: (): IconModule => import('@mui/icons-material/ReceiptLong'),
  RequestQuote: (): IconModule => import('@mui/icons-material/RequestQuote'),
  RestaurantMenu: (): IconModule => import('@mui/icons-material/RestaurantMenu'),
  RoomService: (): IconModule => import('@mui/icons-material/RoomService'),
  Route: (): IconModule => import('@mui/icons-material/Route'),
  Schedule: (): IconModule => import('@mui/icons-material/Schedule'),
  Sell: (): IconModule => import('@mui/icons-material/Sell'),
  Settings: (): IconModule => import('@mui/icons-material/Settings'),
  Share: (): IconModule => import('@mui/icons-material/Share'),
  Shield: (): IconModule => import('@mui/icons-material/Shield'),
  ShoppingBasket: (): IconModule => import('@mui/icons-material/ShoppingBasket'),
  ShoppingCart: (): IconModule => import('@mui/icons-material/ShoppingCart'),
  Stadium: (): IconModule => import('@mui/icons-material/Stadium'),
  Storefront: (): IconModule => import('@mui/icons-material/Storefront'),
  TaskAlt: (): IconModule => import('@mui/icons-material/TaskAlt'),
  Terrain: (): IconModule => import('@mui/icons-material/Terrain'),
  TheaterComedy: (): IconModule => import('@mui/icons-material/TheaterComedy'),
  TravelExplore: (): IconModule => import('@mui/icons-material/TravelExplore'),
  Tune: (): IconModule => import('@mui/icons-material/Tune'),
  Work: (): IconModule => import('@mui/icons-material/Work'),
} satisfies Record<MenuIconName, () => IconModule>;

const loadedIcons = new Map<MenuIconName, ComponentType<SvgIconProps>>();
function iconNamed(name: MenuIconName): ComponentType<SvgIconProps> {
  let icon = loadedIcons.get(name);
  if (!icon) {
    icon = lazy(MENU_ICONS[name]);
    loadedIcons.set(name, icon);
  }
  return icon;
}

/**
 * A menu icon by its name in the table; an unknown name (refused in the menu by the registry loader,
 * in the app switcher by its test) shows none.
 * Until it has loaded, an empty icon of the same size keeps its place.
 */
export function MenuIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  if (name === undefined || !Object.hasOwn(MENU_ICONS, name)) return null;
  return createElement(
    Suspense,
    { fallback: createElement(SvgIcon, props) },
    createElement(iconNamed(name as MenuIconName), props),
  );
}
