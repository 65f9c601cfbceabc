import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apps from '@mui/icons-material/Apps';
import Article from '@mui/icons-material/Article';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import Bed from '@mui/icons-material/Bed';
import BugReport from '@mui/icons-material/BugReport';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Campaign from '@mui/icons-material/Campaign';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Category from '@mui/icons-material/Category';
import Chat from '@mui/icons-material/Chat';
import Checklist from '@mui/icons-material/Checklist';
import Code from '@mui/icons-material/Code';
import Collections from '@mui/icons-material/Collections';
import CompareArrows from '@mui/icons-material/CompareArrows';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import ContactMail from '@mui/icons-material/ContactMail';
import Contacts from '@mui/icons-material/Contacts';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import Email from '@mui/icons-material/Email';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import EnergySavingsLeaf from '@mui/icons-material/EnergySavingsLeaf';
import Euro from '@mui/icons-material/Euro';
import Event from '@mui/icons-material/Event';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventNote from '@mui/icons-material/EventNote';
import Extension from '@mui/icons-material/Extension';
import Feedback from '@mui/icons-material/Feedback';
import FileUpload from '@mui/icons-material/FileUpload';
import Flag from '@mui/icons-material/Flag';
import FolderOpen from '@mui/icons-material/FolderOpen';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Hotel from '@mui/icons-material/Hotel';
import Hub from '@mui/icons-material/Hub';
import ImageSearch from '@mui/icons-material/ImageSearch';
import Insights from '@mui/icons-material/Insights';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import Layers from '@mui/icons-material/Layers';
import List from '@mui/icons-material/List';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalBar from '@mui/icons-material/LocalBar';
import LocalPostOffice from '@mui/icons-material/LocalPostOffice';
import LocalShipping from '@mui/icons-material/LocalShipping';
import LocationCity from '@mui/icons-material/LocationCity';
import LocationOn from '@mui/icons-material/LocationOn';
import Luggage from '@mui/icons-material/Luggage';
import Mail from '@mui/icons-material/Mail';
import MarkunreadMailbox from '@mui/icons-material/MarkunreadMailbox';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import MenuBook from '@mui/icons-material/MenuBook';
import Mic from '@mui/icons-material/Mic';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PersonOff from '@mui/icons-material/PersonOff';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import PinDrop from '@mui/icons-material/PinDrop';
import Place from '@mui/icons-material/Place';
import Poll from '@mui/icons-material/Poll';
import PostAdd from '@mui/icons-material/PostAdd';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import RoomService from '@mui/icons-material/RoomService';
import Route from '@mui/icons-material/Route';
import Schedule from '@mui/icons-material/Schedule';
import Sell from '@mui/icons-material/Sell';
import Settings from '@mui/icons-material/Settings';
import Share from '@mui/icons-material/Share';
import Shield from '@mui/icons-material/Shield';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Stadium from '@mui/icons-material/Stadium';
import Storefront from '@mui/icons-material/Storefront';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Terrain from '@mui/icons-material/Terrain';
import TheaterComedy from '@mui/icons-material/TheaterComedy';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Tune from '@mui/icons-material/Tune';
import Work from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';

/** The icons `resources/menu.json` may name, by their MUI name. */
export const MENU_ICONS = {
  AccountCircle,
  AdminPanelSettings,
  Apps,
  Article,
  Assignment,
  Badge,
  Bed,
  BugReport,
  Business,
  CalendarMonth,
  Campaign,
  CardGiftcard,
  Category,
  Chat,
  Checklist,
  Code,
  Collections,
  CompareArrows,
  ConfirmationNumber,
  ContactMail,
  Contacts,
  CreditCard,
  Dashboard,
  Description,
  DirectionsBoat,
  DirectionsBus,
  Email,
  EmojiEvents,
  EnergySavingsLeaf,
  Euro,
  Event,
  EventAvailable,
  EventNote,
  Extension,
  Feedback,
  FileUpload,
  Flag,
  FolderOpen,
  History,
  Home,
  Hotel,
  Hub,
  ImageSearch,
  Insights,
  Inventory,
  Inventory2,
  Layers,
  List,
  ListAlt,
  LocalBar,
  LocalPostOffice,
  LocalShipping,
  LocationCity,
  LocationOn,
  Luggage,
  Mail,
  MarkunreadMailbox,
  MeetingRoom,
  MenuBook,
  Mic,
  NotificationsActive,
  People,
  Person,
  PersonOff,
  PhoneIphone,
  PhotoCamera,
  PhotoLibrary,
  PinDrop,
  Place,
  Poll,
  PostAdd,
  QuestionAnswer,
  Receipt,
  ReceiptLong,
  RequestQuote,
  RestaurantMenu,
  RoomService,
  Route,
  Schedule,
  Sell,
  Settings,
  Share,
  Shield,
  ShoppingBasket,
  ShoppingCart,
  Stadium,
  Storefront,
  TaskAlt,
  Terrain,
  TheaterComedy,
  TravelExplore,
  Tune,
  Work,
} satisfies Record<string, typeof SvgIcon>;

type MenuIconName = keyof typeof MENU_ICONS;

/** A menu icon by its name in the table; an unknown name (the table test catches it) shows none. */
export function MenuIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  if (name === undefined || !Object.hasOwn(MENU_ICONS, name)) return null;
  return createElement(MENU_ICONS[name as MenuIconName], props);
}
