CREATE TABLE "english_words" (
	"word" text PRIMARY KEY NOT NULL
);
