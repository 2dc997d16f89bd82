/** Small entry helpers for blind28 (on top of blindkit). */
import { entry, hostOf, write, type Entry, type Send } from './blindkit';
import type { QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';

export const q = (quote: string, present = true): QuoteCheck => ({ quote, present });
export const ctx = (title: string, ...claims: string[]): ClassifyContext => (claims.length ? { title, claims } : { title });

/** A page built from its own URL (or a fixed body). */
export function page(id: string, host: string, expected: CitationStatus, reason: string, body: string | Buffer | ((url: string) => string | Buffer), send: Omit<Send, 'body'> = {}, x: { path?: string; context?: ClassifyContext; quotes?: QuoteCheck[] } = {}): Entry {
  return entry(id, host, expected, reason, (req, res, web) => write(res, { ...send, body: typeof body === 'function' ? body(`${web.origin(hostOf(req))}${(req.url ?? '/').split('?')[0]}`) : body }), x);
}

/** The [release date, next release, contact, key figures, table, methodology, downloads] labels. */
export const RL = {
  en: ['Release date', 'Next release', 'Contact', 'Main points', 'Table', 'Quality and methodology', 'Download this release'],
  de: ['Veröffentlicht am', 'Nächste Veröffentlichung', 'Kontakt', 'Das Wichtigste in Kürze', 'Tabelle', 'Methodische Hinweise', 'Downloads'],
  fr: ['Paru le', 'Prochaine parution', 'Contact', 'Chiffres clés', 'Tableau', 'Documentation', 'Télécharger'],
  es: ['Fecha de publicación', 'Próxima publicación', 'Contacto', 'Principales resultados', 'Tabla', 'Metodología', 'Descargas'],
  it: ['Data di pubblicazione', 'Prossima diffusione', 'Contatti', 'In sintesi', 'Tavola', 'Nota metodologica', 'Scarica'],
  nl: ['Publicatiedatum', 'Volgende publicatie', 'Contact', 'Belangrijkste cijfers', 'Tabel', 'Onderzoeksbeschrijving', 'Downloads'],
  pl: ['Data publikacji', 'Następna publikacja', 'Kontakt', 'Najważniejsze dane', 'Tablica', 'Uwagi metodologiczne', 'Pliki do pobrania'],
  pt: ['Data de publicação', 'Próxima publicação', 'Contacto', 'Principais resultados', 'Quadro', 'Nota metodológica', 'Descarregar'],
  ja: ['公表日', '次回公表予定', '問い合わせ先', '結果の概要', '表', '調査の概要', 'ダウンロード'],
  ko: ['공표일', '다음 공표일', '담당부서', '주요 내용', '표', '통계설명자료', '첨부파일'],
  zh: ['发布时间', '下次发布', '联系方式', '主要数据', '表', '指标解释', '下载'],
  tw: ['發布日期', '下次發布', '聯絡人', '重點摘要', '表', '統計說明', '下載'],
  ru: ['Дата публикации', 'Следующая публикация', 'Контакты', 'Основные показатели', 'Таблица', 'Методологические пояснения', 'Скачать'],
  sv: ['Publiceringsdatum', 'Nästa publicering', 'Kontakt', 'Statistiknyhet', 'Tabell', 'Beskrivning av statistiken', 'Ladda ner'],
  fi: ['Julkaistu', 'Seuraava julkistus', 'Tiedustelut', 'Tärkeimmät tulokset', 'Taulukko', 'Laatuseloste', 'Lataa'],
  tr: ['Yayın tarihi', 'Bir sonraki yayın', 'İletişim', 'Temel göstergeler', 'Tablo', 'Metaveri', 'İndir'],
  el: ['Ημερομηνία δημοσίευσης', 'Επόμενη δημοσίευση', 'Πληροφορίες', 'Κύρια σημεία', 'Πίνακας', 'Μεθοδολογικές σημειώσεις', 'Λήψη αρχείων'],
  ar: ['تاريخ النشر', 'النشر القادم', 'للتواصل', 'أبرز النتائج', 'جدول', 'المنهجية', 'تحميل'],
  hi: ['जारी करने की तिथि', 'अगली रिलीज़', 'संपर्क', 'मुख्य बिंदु', 'तालिका', 'कार्यप्रणाली', 'डाउनलोड'],
  cs: ['Datum zveřejnění', 'Příští zveřejnění', 'Kontakt', 'Hlavní výsledky', 'Tabulka', 'Metodika', 'Ke stažení'],
} as Record<string, [string, string, string, string, string, string, string]>;
