"use client";
import dynamic from "next/dynamic";
import { comAntd } from "@/components/tema/com-antd";
import { EsqueletoDeBloco } from "./esqueleto";

/**
 * antd's RangePicker, fetched after the page shows: with its calendar it is ~30 KB of scripts a list's filters
 * need only when someone opens them. Until then a plain bar of its size holds its place.
 */
export const Periodo = dynamic(
  () => comAntd(import("antd/es/date-picker").then((m) => m.default.RangePicker)),
  {
    ssr: false,
    loading: () => <EsqueletoDeBloco altura={32} />,
  },
);
