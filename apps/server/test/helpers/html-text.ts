import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A text as the console's pages carry it: escaped by React's renderer, as the views are drawn. */
export const asHtml = (text: string) => renderToStaticMarkup(createElement(Fragment, null, text));
