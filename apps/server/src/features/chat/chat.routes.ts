import {
  chatChannelListView,
  chatChannelParams,
  chatMemberListView,
  chatMessagePage,
  chatMessageParams,
  chatMessagesQuery,
  chatMessageView,
  chatReadBody,
  chatReadView,
  chatSendBody,
} from "@hulppost/shared/chat";
import type { AppDeps } from "../../app-deps";
import { jsonBody, jsonContent, orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { requireChatEnabled } from "./chat-access";
import { listChannels, listMembers } from "./chat-channels.service";
import { deleteMessage, listMessages, markRead, sendMessage } from "./chat-messages.service";

const tags = ["Chat"];
const CHANNEL = "/orgs/{orgId}/chat/channels/{channelId}";

/**
 * Chat channels of the organisation and its events. Every route answers 403
 * CHAT_DISABLED while the organisation has chat switched off; new messages reach browsers as
 * realtime notices written by a database trigger, not from here.
 */
export function chatRoutes(deps: AppDeps) {
  const router = createRouter();
  const middleware = [requireChatEnabled(deps)];

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/chat/channels",
      tags,
      summary:
        "The organisation's channel and those of the person's live, upcoming and recent events, with unread counts",
      permission: "chat.use",
      middleware,
      request: { params: orgParams },
      responses: { 200: jsonContent(chatChannelListView, "Channels") },
    }),
    async (c) => c.json(await listChannels(deps.db, c.get("access")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: `${CHANNEL}/messages`,
      tags,
      summary: "A page of the channel's history, newest first; `before` a message id for older ones",
      permission: "chat.use",
      middleware,
      request: { params: chatChannelParams, query: chatMessagesQuery },
      responses: { 200: jsonContent(chatMessagePage, "Messages") },
    }),
    async (c) =>
      c.json(await listMessages(deps.db, c.get("access"), c.req.valid("param").channelId, c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "post",
      path: `${CHANNEL}/messages`,
      tags,
      summary: "Post a plain-text message (1–500 characters); the client's id makes a resend harmless",
      permission: "chat.use",
      middleware,
      request: { params: chatChannelParams, ...jsonBody(chatSendBody) },
      responses: {
        201: jsonContent(chatMessageView, "The new message"),
        200: jsonContent(chatMessageView, "The message this id made before"),
      },
    }),
    async (c) => {
      const { created, message } = await sendMessage(
        deps.db,
        deps.jobs,
        c.get("access"),
        c.req.valid("param").channelId,
        c.req.valid("json"),
      );
      return c.json(message, created ? 201 : 200);
    },
  );

  router.openapi(
    defineRoute(deps, {
      method: "put",
      path: `${CHANNEL}/read`,
      tags,
      summary: "Mark the channel read up to a message (the mark never moves back)",
      permission: "chat.use",
      middleware,
      request: { params: chatChannelParams, ...jsonBody(chatReadBody) },
      responses: { 200: jsonContent(chatReadView, "The read mark and what is still unread") },
    }),
    async (c) =>
      c.json(
        await markRead(deps.db, c.get("access"), c.req.valid("param").channelId, c.req.valid("json").messageId),
        200,
      ),
  );

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: `${CHANNEL}/members`,
      tags,
      summary: "Who is in the channel: the event's assigned caregivers, or the organisation's members (names only)",
      permission: "chat.use",
      middleware,
      request: { params: chatChannelParams },
      responses: { 200: jsonContent(chatMemberListView, "Members") },
    }),
    async (c) => c.json(await listMembers(deps.db, c.get("access"), c.req.valid("param").channelId), 200),
  );

  router.openapi(
    defineRoute(deps, {
      method: "delete",
      path: "/orgs/{orgId}/chat/messages/{messageId}",
      tags,
      summary: "Delete a message: it stays in the history as deleted, its text wiped; audit-logged",
      permission: "chat.moderate",
      middleware,
      request: { params: chatMessageParams },
      responses: { 204: { description: "Deleted" } },
    }),
    async (c) => {
      await deleteMessage(deps.db, c.get("access"), c.req.valid("param").messageId, c.get("clientIp"));
      return c.body(null, 204);
    },
  );

  return router;
}
