export declare const SOURCE_CONDITION: '@foilkit/source';
export declare const sourceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
