import type { Generated } from "kysely";
import type { Flag, Id } from "./types.js";

/* People talking: chat, places and their reviews, contact messages, the newsletter. */

export interface ChatRoomsTable {
  id: Id;
  listing_id: number | null;
  buyer_id: number;
  seller_id: number;
  created_at: string;
  last_message_at: string | null;
  /** When the buyer / the seller was last e-mailed about unread messages here. */
  buyer_notified_at: string | null;
  seller_notified_at: string | null;
  /** The listing's title when the room was opened, kept should the listing go. */
  listing_title: string | null;
}

export interface ChatReportsTable {
  id: Id;
  chat_room_id: number;
  user_id: number | null;
  reason: string;
  description: string | null;
  status: Generated<string>;
  created_at: string;
  resolved_by_id: Generated<number | null>;
  resolved_at: Generated<string | null>;
  resolution_note: Generated<string | null>;
}

export interface ChatMessagesTable {
  id: Id;
  chat_room_id: number;
  sender_id: number | null;
  message: string;
  message_type: string;
  is_read: Flag;
  created_at: string;
  /** The sender's own key for the message: a repeated send with it is stored once. */
  client_key: string | null;
}

export interface PlaceCategoriesTable {
  id: Id;
  slug: string;
  name_en: string;
  name_es: string;
  icon: string | null;
  sort_order: number;
}

export interface PlacesTable {
  id: Id;
  slug: string;
  name: string;
  place_category_id: number | null;
  user_id: number | null;
  description_en: string | null;
  description_es: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface PlaceMediaTable {
  place_id: number;
  media_id: number;
  sort_order: number;
}

export interface ReviewsTable {
  id: Id;
  listing_id: number | null;
  place_id: number | null;
  user_id: number | null;
  rating: number;
  title: string | null;
  comment: string | null;
  visit_date: string | null;
  is_anonymous: Flag;
  is_featured: Flag;
  is_verified_purchase: Flag;
  /** published (shown and counted), pending or hidden: see ReviewStatus. */
  status: Generated<string>;
  helpful_count: number;
  created_at: string;
  updated_at: string;
}

export interface ReviewVotesTable {
  review_id: number;
  user_id: number;
  is_helpful: Flag;
  created_at: string;
}

export interface ReviewReportsTable {
  id: Id;
  review_id: number;
  user_id: number | null;
  reason: string;
  description: string | null;
  status: string;
  created_at: string;
  resolved_by_id: Generated<number | null>;
  resolved_at: Generated<string | null>;
  resolution_note: Generated<string | null>;
}

export interface ContactMessagesTable {
  id: Id;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: Id;
  email: string;
  source: string;
  language: string;
  status: string;
  confirm_token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
}
